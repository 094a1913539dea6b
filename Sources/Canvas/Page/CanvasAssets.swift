import Hummingbird

/// The page's HTML, CSS and JavaScript, compiled into the binary as string constants: the
/// canvas works offline, from a statically linked executable copied anywhere, with no
/// bundle beside it and no build step for the page. Each response carries its type and
/// no caching, so a new binary's page is the one a reload shows.
enum CanvasAssets {
    static var page: Response { response(CanvasPage.html, type: "text/html; charset=utf-8") }
    static var script: Response { response(CanvasScript.javascript, type: "text/javascript; charset=utf-8") }
    static var worker: Response { response(CanvasWorker.javascript, type: "text/javascript; charset=utf-8") }
    static var style: Response { response(CanvasStyle.css, type: "text/css; charset=utf-8") }

    private static func response(_ text: String, type: String) -> Response {
        Response(
            status: .ok,
            headers: [.contentType: type, .cacheControl: "no-cache", .init("X-Content-Type-Options")!: "nosniff"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: text))
        )
    }
}
