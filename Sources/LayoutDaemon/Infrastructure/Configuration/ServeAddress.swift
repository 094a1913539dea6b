import Foundation

/// Where the live canvas listens: `[ADDR:]PORT` on the command line (`--serve`) and in the
/// configuration (`serve` key).
///
/// The host defaults to 127.0.0.1: the canvas shows the scenes' source and layout, which is
/// no one else's business unless the user names another address.
public struct ServeAddress: Equatable, Sendable, CustomStringConvertible {
    /// An IPv4 or IPv6 address, or a host name.
    public var host: String
    /// The TCP port; 0 asks the system for a free one.
    public var port: Int

    public init(host: String = "127.0.0.1", port: Int) {
        self.host = host
        self.port = port
    }

    /// Parses `PORT`, `ADDR:PORT` or `[IPV6]:PORT`; nil when it is none of these or the
    /// port is outside 0...65535.
    public init?(parsing text: String) {
        var host = "127.0.0.1"
        var portText = Substring(text)
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]"), text[text.index(after: close)...].hasPrefix(":") else { return nil }
            host = String(text[text.index(after: text.startIndex)..<close])
            portText = text[text.index(close, offsetBy: 2)...]
        } else if let colon = text.lastIndex(of: ":") {
            host = String(text[..<colon])
            portText = text[text.index(after: colon)...]
        }
        guard !host.isEmpty, !host.contains(" "), !portText.isEmpty, portText.allSatisfy(\.isASCII), let port = Int(portText), (0...65535).contains(port) else { return nil }
        self.init(host: host, port: port)
    }

    /// `127.0.0.1:8080`, or `[::1]:8080` for an IPv6 address.
    public var description: String {
        host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }
}
