import Foundation

/// An iPhone's screen, in points, portrait, with the safe-area insets iOS 17 gives a
/// full-screen app on it: what a preview that asks for a device (`.previewDevice("iPhone
/// 15")`, or the configuration's `device`) is laid out on.
///
/// Sources: the screen sizes are those of Apple's Human Interface Guidelines ("Layout",
/// the table of iOS device screen sizes in points). The safe-area insets are not in the
/// guidelines; they are `UIWindow.safeAreaInsets` as the iOS 17 simulator reports them for
/// a portrait app without a navigation bar (top: the status bar, and the Dynamic Island's
/// 59 pt on the iPhone 14 Pro and every iPhone 15; bottom: the home indicator's 34 pt),
/// recalled from the simulator and from published tables of them, not measured on this
/// machine, which runs no simulator.
public struct DeviceScreen: Hashable, Sendable {
    /// The name Xcode's device list uses, as `.previewDevice` takes it.
    public let name: String
    /// The whole screen, in points.
    public let size: CGSize
    /// The parts of the screen's edges the system covers.
    public let safeAreaInsets: EdgeInsets

    public init(name: String, size: CGSize, safeAreaInsets: EdgeInsets) {
        self.name = name
        self.size = size
        self.safeAreaInsets = safeAreaInsets
    }

    /// The iPhones layoutd knows, newest first.
    public static let known: [DeviceScreen] = [
        iPhone("iPhone 15 Pro Max", 430, 932, top: 59),
        iPhone("iPhone 15 Pro", 393, 852, top: 59),
        iPhone("iPhone 15 Plus", 430, 932, top: 59),
        iPhone("iPhone 15", 393, 852, top: 59),
        iPhone("iPhone 14 Pro Max", 430, 932, top: 59),
        iPhone("iPhone 14 Pro", 393, 852, top: 59),
        iPhone("iPhone 14 Plus", 428, 926, top: 47),
        iPhone("iPhone 14", 390, 844, top: 47),
        iPhone("iPhone 13 Pro Max", 428, 926, top: 47),
        iPhone("iPhone 13 Pro", 390, 844, top: 47),
        iPhone("iPhone 13", 390, 844, top: 47),
        iPhone("iPhone 13 mini", 375, 812, top: 50),
        // The home-button iPhone: a 20 pt status bar and nothing covered below.
        DeviceScreen(name: "iPhone SE (3rd generation)", size: CGSize(width: 375, height: 667), safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)),
    ]

    /// The iPhone 15, the device a scene's screens are written for when none is named.
    public static let iPhone15 = named("iPhone 15")!

    /// The known device called `name` (as Xcode spells it), or nil.
    public static func named(_ name: String) -> DeviceScreen? {
        known.first { $0.name == name }
    }

    /// An iPhone with a home indicator: `top` under the status bar (and island), 34 pt
    /// above the bottom edge, nothing at the sides in portrait.
    private static func iPhone(_ name: String, _ width: CGFloat, _ height: CGFloat, top: CGFloat) -> DeviceScreen {
        DeviceScreen(name: name, size: CGSize(width: width, height: height), safeAreaInsets: EdgeInsets(top: top, leading: 0, bottom: 34, trailing: 0))
    }
}
