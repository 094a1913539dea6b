import Foundation

/// A name interned to a small integer when a scene is loaded, so that running code compares
/// integers, never strings (tuple labels, members of values whose type is known only at
/// run time).
typealias Symbol = Int

/// The process's interned names. Names are only added while a scene loads; lookups while
/// a layout runs never happen.
enum SymbolTable {
    private static let lock = NSLock()
    // Read and written only while holding `lock`.
    nonisolated(unsafe) private static var numbers: [String: Symbol] = [:]
    nonisolated(unsafe) private static var names: [String] = []

    static func intern(_ name: String) -> Symbol {
        lock.lock()
        defer { lock.unlock() }
        if let symbol = numbers[name] { return symbol }
        let symbol = names.count
        names.append(name)
        numbers[name] = symbol
        return symbol
    }

    static func name(_ symbol: Symbol) -> String {
        lock.lock()
        defer { lock.unlock() }
        return names[symbol]
    }
}
