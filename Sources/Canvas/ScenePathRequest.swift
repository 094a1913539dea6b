import Foundation
import Hummingbird

/// A scene path taken from a request (`/scene/PATH`, `/api/scenes/PATH.json`,
/// `/api/source/PATH`, `?scene=PATH`), checked before anything is looked up with it.
///
/// The path is percent-decoded once and must then be plain relative components: no `..`,
/// `.`, empty component, backslash, NUL or leading `/`, so neither `../x` nor its encoded
/// forms (`%2e%2e/x`, `..%2fx`) get through. A double encoding (`%252e`) decodes to a
/// literal `%2e` component, which names no scene.
enum ScenePathRequest {
    /// Why a request's path was refused.
    enum Refusal: Error, Equatable {
        case badEncoding
        case traversal
    }

    /// The relative path `raw` names, decoded and checked.
    static func decode(_ raw: Substring) -> Result<String, Refusal> {
        guard let decoded = String(raw).removingPercentEncoding else { return .failure(.badEncoding) }
        guard !decoded.isEmpty, !decoded.hasPrefix("/"), !decoded.contains("\\"), !decoded.contains("\0") else { return .failure(.traversal) }
        for component in decoded.split(separator: "/", omittingEmptySubsequences: false) {
            if component.isEmpty || component == "." || component == ".." { return .failure(.traversal) }
        }
        return .success(decoded)
    }
}

extension ScenePathRequest.Refusal {
    /// 400 for a bad encoding, 403 for a path that leaves the watched directory.
    var response: Response {
        switch self {
        case .badEncoding: Response.text("bad percent-encoding in the path\n", status: .badRequest)
        case .traversal: Response.text("path outside the watched directory\n", status: .forbidden)
        }
    }
}
