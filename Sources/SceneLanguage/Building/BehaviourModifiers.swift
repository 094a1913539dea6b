/// SwiftUI modifiers of everyday screens that add behaviour, presentation, input traits or
/// accessibility, or paint, and move no frame of the view they modify: gestures, actions
/// (`task`, `onSubmit`, `refreshable`), presented content (`sheet`, `alert`,
/// `contextMenu`), keyboard and focus traits, swipe actions and accessibility.
///
/// They join ``ModifierCatalog/paintOnly``: accepted on any view with their arguments
/// unevaluated, so a closure in them (an action) is never run and nothing in it can be
/// wrong. `PaintOnlyModifierTests` lays a view out with and without each one and requires
/// the same frames. What they present (a sheet's content, an alert's buttons) is not laid
/// out: it is another screen.
enum BehaviourModifiers {
    static let names: Set<String> = [
        // Drawing
        "backgroundStyle", "luminanceToAlpha", "projectionEffect", "transformEffect", "symbolVariant", "symbolEffect",
        "interpolation", "antialiased", "privacySensitive", "redacted", "unredacted", "trim", "containerShape",
        "colorScheme", "buttonBorderShape", "listRowSeparatorTint", "listItemTint", "badge", "toolbarBackground",
        "toolbarColorScheme", "scrollContentBackground", "scrollIndicators",
        // Animation
        "matchedGeometryEffect", "transaction", "scrollTransition", "visualEffect", "geometryGroup",
        // Input, focus and keyboard
        "keyboardType", "textContentType", "textInputAutocapitalization", "autocorrectionDisabled", "submitLabel",
        "onSubmit", "focused", "focusable", "defaultFocus", "scrollDismissesKeyboard", "keyboardShortcut",
        // Lists, scrolling and navigation behaviour
        "swipeActions", "refreshable", "scrollDisabled", "scrollTargetLayout", "scrollTargetBehavior",
        "scrollPosition", "navigationDestination", "navigationBarBackButtonHidden", "toolbarRole",
        "deleteDisabled", "moveDisabled", "onDelete", "onMove", "onInsert",
        // Presentation
        "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "contextMenu", "presentationDetents",
        "presentationDragIndicator", "presentationBackground", "presentationCornerRadius",
        "interactiveDismissDisabled", "fileImporter", "fileExporter",
        // Events and state
        "simultaneousGesture", "highPriorityGesture", "onReceive", "onHover", "onDrag", "onDrop", "draggable",
        "dropDestination", "onOpenURL", "onContinuousHover", "sensoryFeedback", "environmentObject", "preference",
        "onPreferenceChange", "equatable", "handlesExternalEvents", "userActivity", "onContinueUserActivity",
        "coordinateSpace",
        // Accessibility
        "accessibilityHint", "accessibilityElement", "accessibilityAddTraits", "accessibilityRemoveTraits",
        "accessibilityAction", "accessibilitySortPriority", "accessibilityInputLabels", "accessibilityHeading",
        "accessibilityShowsLargeContentViewer",
        // Previews
        "previewInterfaceOrientation", "previewContext",
    ]
}
