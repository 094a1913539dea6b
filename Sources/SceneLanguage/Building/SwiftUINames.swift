/// The names SwiftUI itself declares for iOS 17: its view types and its view modifiers.
///
/// This is data, kept in one place, so that a scene's mistakes are told apart the way the
/// compiler would tell them: a name SwiftUI has but layoutd does not lay out yet is said to
/// be exactly that, a name SwiftUI does not have is an unknown name, and "did you mean"
/// only offers SwiftUI's own names of the same kind (a view for a view, a modifier for a
/// modifier), never one of layoutd's internal ones. The lists follow Apple's SwiftUI
/// documentation (developer.apple.com/documentation/swiftui, "Views" and "View
/// modifiers"), without the types of other frameworks (MapKit's `Map`, AVKit's
/// `VideoPlayer`, Charts' `Chart`), which a scene cannot import.
enum SwiftUINames {
    /// SwiftUI's view types (shapes, controls, containers and the rest).
    static let views: Set<String> = [
        "AngularGradient", "AnyView", "AsyncImage", "Button", "Canvas", "Capsule", "Circle", "Color", "ColorPicker",
        "ContainerRelativeShape", "ContentUnavailableView", "ControlGroup", "DatePicker", "DisclosureGroup", "Divider",
        "EditButton", "Ellipse", "EllipticalGradient", "EmptyView", "EquatableView", "ForEach", "Form", "Gauge",
        "GeometryReader", "Grid", "GridRow", "Group", "GroupBox", "HStack", "HelpLink", "Image", "KeyframeAnimator",
        "Label", "LabeledContent", "LazyHGrid", "LazyHStack", "LazyVGrid", "LazyVStack", "LinearGradient", "Link", "List",
        "Menu", "MultiDatePicker", "NavigationLink", "NavigationSplitView", "NavigationStack", "NavigationView",
        "OutlineGroup", "PasteButton", "Path", "PhaseAnimator", "Picker", "ProgressView", "RadialGradient", "Rectangle",
        "RenameButton", "RoundedRectangle", "ScrollView", "ScrollViewReader", "Section", "SecureField", "ShareLink",
        "SignInWithAppleButton", "Slider", "Spacer", "Stepper", "TabView", "Table", "Text", "TextEditor", "TextField",
        "TextFieldLink", "TimelineView", "Toggle", "ToolbarItem", "ToolbarItemGroup", "ToolbarTitleMenu",
        "UnevenRoundedRectangle", "VStack", "ViewThatFits", "ZStack",
        // iOS 18's tab, which a scene written for newer SDKs uses inside a `TabView`.
        "Tab",
    ]

    /// SwiftUI's view modifiers, the methods of `View` (and of `Text`, `Image` and `Shape`
    /// that a view chain calls).
    static let modifiers: Set<String> = [
        // Layout
        "frame", "padding", "fixedSize", "layoutPriority", "offset", "position", "aspectRatio", "scaledToFit",
        "scaledToFill", "alignmentGuide", "containerRelativeFrame", "safeAreaInset", "safeAreaPadding", "ignoresSafeArea",
        "edgesIgnoringSafeArea", "background", "overlay", "border", "zIndex", "id", "layoutValue", "coordinateSpace",
        "gridCellColumns", "gridColumnAlignment", "gridCellAnchor", "gridCellUnsizedAxes", "geometryGroup",
        // Text and images
        "font", "bold", "italic", "fontWeight", "fontWidth", "fontDesign", "monospaced", "monospacedDigit", "lineLimit",
        "lineSpacing", "kerning", "tracking", "baselineOffset", "textCase", "underline", "strikethrough",
        "multilineTextAlignment", "truncationMode", "minimumScaleFactor", "allowsTightening", "dynamicTypeSize",
        "textSelection", "resizable", "renderingMode", "interpolation", "antialiased", "symbolRenderingMode",
        "symbolVariant", "symbolEffect", "imageScale", "privacySensitive", "redacted", "unredacted",
        // Drawing
        "foregroundColor", "foregroundStyle", "backgroundStyle", "tint", "accentColor", "opacity", "cornerRadius",
        "clipShape", "clipped", "mask", "shadow", "blur", "brightness", "contrast", "saturation", "grayscale",
        "hueRotation", "colorMultiply", "colorInvert", "luminanceToAlpha", "blendMode", "compositingGroup",
        "drawingGroup", "rotationEffect", "rotation3DEffect", "scaleEffect", "projectionEffect", "transformEffect",
        "fill", "stroke", "strokeBorder", "trim", "inset", "preferredColorScheme", "colorScheme", "containerShape",
        "visualEffect", "hidden",
        // Animation
        "animation", "transition", "contentTransition", "matchedGeometryEffect", "transaction", "phaseAnimator",
        "keyframeAnimator", "scrollTransition",
        // Controls and their styles
        "buttonStyle", "buttonBorderShape", "controlSize", "toggleStyle", "pickerStyle", "textFieldStyle",
        "datePickerStyle", "progressViewStyle", "labelStyle", "labelsHidden", "menuStyle", "gaugeStyle",
        "listStyle", "tableStyle", "tabViewStyle", "formStyle", "groupBoxStyle", "disclosureGroupStyle",
        "navigationSplitViewStyle", "indexViewStyle", "menuIndicator", "menuOrder", "disabled", "keyboardType",
        "textContentType", "textInputAutocapitalization", "autocorrectionDisabled", "submitLabel", "onSubmit",
        "focused", "focusable", "defaultFocus", "scrollDismissesKeyboard", "keyboardShortcut", "labeledContentStyle",
        // Lists, scrolling and navigation
        "listRowBackground", "listRowInsets", "listRowSeparator", "listRowSeparatorTint", "listSectionSeparator",
        "listRowSpacing", "listSectionSpacing", "listItemTint", "headerProminence", "swipeActions", "refreshable",
        "searchable", "searchSuggestions", "scrollContentBackground", "scrollIndicators", "scrollDisabled",
        "scrollClipDisabled", "scrollTargetLayout", "scrollTargetBehavior", "scrollPosition", "contentMargins",
        "navigationTitle", "navigationSubtitle", "navigationBarTitleDisplayMode", "navigationBarBackButtonHidden",
        "navigationBarHidden", "navigationDestination", "navigationBarItems", "toolbar", "toolbarBackground",
        "toolbarColorScheme", "toolbarRole", "toolbarTitleMenu", "tabItem", "badge", "statusBarHidden",
        "persistentSystemOverlays", "deleteDisabled", "moveDisabled", "onDelete", "onMove", "onInsert",
        // Presentation
        "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "contextMenu", "presentationDetents",
        "presentationDragIndicator", "presentationBackground", "presentationCornerRadius", "interactiveDismissDisabled",
        "fileImporter", "fileExporter", "inspector", "help",
        // Events and state
        "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture", "onAppear",
        "onDisappear", "onChange", "onReceive", "task", "onHover", "onDrag", "onDrop", "draggable", "dropDestination",
        "onOpenURL", "onContinuousHover", "sensoryFeedback", "allowsHitTesting", "contentShape", "environment",
        "environmentObject", "transformEnvironment", "preference", "onPreferenceChange", "anchorPreference",
        "overlayPreferenceValue", "backgroundPreferenceValue", "tag", "equatable", "handlesExternalEvents",
        "userActivity", "onContinueUserActivity",
        // Accessibility
        "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityHidden",
        "accessibilityIdentifier", "accessibilityElement", "accessibilityAddTraits", "accessibilityRemoveTraits",
        "accessibilityAction", "accessibilitySortPriority", "accessibilityInputLabels", "accessibilityRepresentation",
        "accessibilityHeading", "accessibilityShowsLargeContentViewer",
        // Previews
        "previewLayout", "previewDisplayName", "previewDevice", "previewInterfaceOrientation", "previewContext",
    ]
}
