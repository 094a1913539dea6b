import Foundation
import Glibc

/// A pseudo-terminal for watch mode's screen: `layoutd` writes to its terminal side, as it
/// would to a pane beside an editor, and the test reads what was drawn from the other side.
final class PseudoTerminal: @unchecked Sendable {
    private let controller: Int32
    /// The terminal side, handed to the child as its standard output.
    let terminal: FileHandle
    private let lock = NSLock()
    private var data = Data()

    /// TIOCSPTLCK, `_IOW('T', 0x31, int)`, and TIOCGPTN, `_IOR('T', 0x30, unsigned int)`:
    /// macros Swift cannot import.
    private static let setLock: UInt = 0x4004_5431
    private static let getNumber: UInt = 0x8004_5430

    init(columns: Int, rows: Int) throws {
        // posix_openpt, grantpt and unlockpt as Linux does them (Swift's Glibc module leaves
        // them out): open the multiplexer, unlock the new terminal, ask its number.
        controller = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard controller >= 0, ioctl(controller, Self.setLock, &unlock) == 0, ioctl(controller, Self.getNumber, &number) == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        let descriptor = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        terminal = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        resize(columns: columns, rows: rows)
        let controller = self.controller
        let thread = Thread { [self] in
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
                // EIO once no process holds the terminal side open any more.
                if count <= 0 { break }
                lock.withLock { data.append(contentsOf: buffer[0..<count]) }
            }
        }
        thread.start()
    }

    /// Tells the terminal its new size, as a terminal emulator does when its window changes.
    func resize(columns: Int, rows: Int) {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(controller, UInt(TIOCSWINSZ), &size)
    }

    /// Everything drawn so far, with the line discipline's carriage returns taken out.
    var output: String {
        lock.withLock { String(decoding: data, as: UTF8.self) }.replacingOccurrences(of: "\r", with: "")
    }

    /// The screens drawn in full so far, each as its lines without control sequences: a
    /// screen is one synchronized update, and one still arriving is left out.
    var screens: [[String]] {
        output.components(separatedBy: "\u{1B}[?2026h").dropFirst().filter { $0.hasSuffix("\u{1B}[?2026l") }.map { screen in
            screen.replacingOccurrences(of: "\u{1B}[?2026l", with: "").replacingOccurrences(of: "\u{1B}[H", with: "")
                .replacingOccurrences(of: "\u{1B}[K", with: "").replacingOccurrences(of: "\u{1B}[J", with: "")
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                .reversed().drop(while: \.isEmpty).reversed()
        }
    }

    /// Runs `layoutd arguments…` with this terminal as its standard output.
    func run(_ arguments: [String], environment: [String: String] = Layoutd.environment()) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Layoutd.binary)
        process.arguments = arguments
        process.environment = environment
        process.standardOutput = terminal
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Stops `process` and closes the terminal side, which ends the reading thread (the
    /// controller side reads EIO once no one holds the terminal open).
    func finish(_ process: Process) {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? terminal.close()
    }

    deinit { close(controller) }
}
