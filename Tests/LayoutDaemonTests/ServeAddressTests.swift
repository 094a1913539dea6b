import Testing
@testable import LayoutDaemon

struct ServeAddressTests {
    @Test func aBarePortBindsLoopback() {
        #expect(ServeAddress(parsing: "8080") == ServeAddress(host: "127.0.0.1", port: 8080))
    }

    @Test func anAddressAndPortBindThatAddress() {
        #expect(ServeAddress(parsing: "0.0.0.0:80") == ServeAddress(host: "0.0.0.0", port: 80))
    }

    @Test func aBracketedIPv6AddressKeepsItsColons() {
        #expect(ServeAddress(parsing: "[::1]:9000") == ServeAddress(host: "::1", port: 9000))
        #expect(ServeAddress(host: "::1", port: 9000).description == "[::1]:9000")
    }

    @Test(arguments: ["", "x", "65536", "-1", ":80", "host:", "[::1]80", "a b:80"])
    func malformedAddressesAreRefused(_ text: String) {
        #expect(ServeAddress(parsing: text) == nil)
    }

    @Test func theServeKeyIsOffByDefault() {
        #expect(Configuration.default.serve == nil)
    }

    @Test func theServeKeyTakesAPortOrAnAddress() throws {
        #expect(try ConfigurationLoader.apply(fileContents: "serve = 8123", path: "l.toml").serve == ServeAddress(port: 8123))
        #expect(try ConfigurationLoader.apply(fileContents: "serve = \"0.0.0.0:8123\"", path: "l.toml").serve == ServeAddress(host: "0.0.0.0", port: 8123))
    }
}
