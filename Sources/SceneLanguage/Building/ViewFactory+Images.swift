import Foundation
import LayoutEngine

/// Images: `Image(systemName:)`, sized by its font, and `Image("name")`, sized from the
/// image-size table (``ViewFactory/imageSizes``, the configuration's `[images]`), since a
/// scene has no asset catalogue to read a picture's size from. `Image` methods that come
/// before any view modifier (`.resizable()`, `.renderingMode(…)`) shape the image itself;
/// `.resizable()` after a view modifier is an error, as in Swift, where a modified view
/// has no such method.
extension ViewFactory {
    /// The methods of `Image` that return an `Image`: only they may come before
    /// `.resizable()`.
    static let imageMethods: Set<String> = ["resizable", "renderingMode", "interpolation", "antialiased"]

    /// The ways to name an image; the build says whether it is a symbol.
    private static let imageOverloads: [Overload<Bool>] = [
        Overload([.labeled("systemName", .string, defaulted: false)], true),
        Overload([.unlabeled(.string), .labeled("bundle", .any)], false),
    ]

    /// How many of `modifiers`, from the first, are `Image` methods.
    func leadingImageMethods(_ modifiers: [SceneModifier]) -> Int {
        modifiers.prefix { Self.imageMethods.contains($0.name) }.count
    }

    /// The image `node` names, resizable when one of its leading methods says so.
    func makeImage(_ node: SceneNode, methods: ArraySlice<SceneModifier>) -> AnyView {
        guard let (overload, arguments) = resolve("Image", Self.imageOverloads, node.arguments, hasContent: node.children != nil, origin: node.origin) else {
            return AnyView(EmptyView())
        }
        let name = arguments.string(0)!
        var image: Image
        if overload.build {
            image = Image(systemName: name)
        } else if let size = imageSizes[name] {
            image = Image(name, size: size)
        } else {
            sink.emit(.missingImageSize(name), at: node.arguments.first?.valueOrigin ?? node.origin)
            return AnyView(EmptyView())
        }
        if methods.contains(where: { $0.name == "resizable" }) { image = image.resizable() }
        return AnyView(image)
    }
}
