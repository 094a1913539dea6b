import Foundation
import LayoutDaemon
import Testing

/// The `images` key: the size of each named image scenes show, as an asset catalogue
/// would give it.
struct ImageSizeConfigurationTests {
    @Test func imagesTableGivesEachNamedImageItsSize() throws {
        let toml = "[images]\nhero = { width = 390, height = 260 }\navatar = { width = 64, height = 64 }\n"
        let configuration = try ConfigurationLoader.apply(fileContents: toml, path: "layoutd.toml")
        #expect(configuration.imageSizes == ["hero": CGSize(width: 390, height: 260), "avatar": CGSize(width: 64, height: 64)])
    }

    @Test func imageWithoutAHeightIsAnErrorNamingTheImageAndLine() {
        let toml = "scale = 5\nimages = { hero = { width = 390 } }\n"
        #expect {
            try ConfigurationLoader.apply(fileContents: toml, path: "layoutd.toml")
        } throws: { error in
            "\(error)".hasPrefix("layoutd.toml:2: bad value for 'images.hero': expected both width and height")
        }
    }

    @Test func negativeImageWidthIsAnError() {
        let toml = "[images]\nhero = { width = -1, height = 2 }\n"
        #expect {
            try ConfigurationLoader.apply(fileContents: toml, path: "layoutd.toml")
        } throws: { error in
            "\(error)".contains("'images.hero.width': expected a positive number")
        }
    }

    @Test func defaultConfigurationHasNoImages() {
        #expect(Configuration.default.imageSizes.isEmpty)
    }
}
