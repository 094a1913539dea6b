/// Whether loads compile view code (`ForEach` content, user views' bodies, see
/// ``CompiledContentCache`` and ``CompiledBodyCache``) or leave all of it to the evaluator.
///
/// Compiled view code must give exactly the nodes and diagnostics the evaluator gives for
/// the same syntax; the tests that check it load each scene both ways, the second inside
/// `ViewCodeCompiling.$isEnabled.withValue(false) { … }`. A task-local value, so that tests
/// running at the same time each load their own way. Read once per load, when the load's
/// caches are made.
enum ViewCodeCompiling {
    @TaskLocal static var isEnabled = true
}
