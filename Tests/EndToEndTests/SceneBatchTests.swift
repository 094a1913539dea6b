import Foundation
import Testing

extension EndToEndTests {
    /// `render` and `check` over many scenes: on every core (`--jobs`), and split over the
    /// machines of a CI matrix (`--shard K/N`).
    @Suite struct SceneBatches {
        /// Twelve scenes of different sizes in two directories, and one with errors.
        private func scenes() throws -> Scratch {
            let scenes = try Scratch()
            for index in 0..<12 {
                try scenes.write(Scenes.named("scene\(index)", width: 100 + 25 * index), "\(index % 2 == 0 ? "even" : "odd")/s\(index).swift")
            }
            try scenes.write(Scenes.broken, "odd/broken.swift")
            return scenes
        }

        /// Every output file's bytes, by path (a fresh render's `stats` are the same too).
        private func outputs(_ scenes: Scratch) -> [String: String] {
            Dictionary(uniqueKeysWithValues: scenes.files().filter { !$0.hasSuffix(".swift") }.map { ($0, scenes.read($0) ?? "") })
        }

        @Test func renderOnFourWorkersWritesTheBytesOneWorkerWrites() throws {
            let one = try scenes()
            defer { one.remove() }
            let four = try scenes()
            defer { four.remove() }
            let first = try Layoutd.run(["render", "--jobs", "1", one.path])
            let second = try Layoutd.run(["render", "--jobs", "4", four.path])
            #expect(first.status == 1 && second.status == 1, "the broken scene fails both: \(first.stderr)\(second.stderr)")
            #expect(outputs(one).count == 25, "\(outputs(one).keys.sorted())")
            #expect(outputs(one) == outputs(four))
            #expect(first.stderr == second.stderr.replacingOccurrences(of: four.path, with: one.path), "diagnostics in the same order")
        }

        @Test func checkOnManyWorkersFindsTheStaleSceneOneWorkerFinds() throws {
            let scenes = try scenes()
            defer { scenes.remove() }
            try scenes.delete("odd/broken.swift")
            try #require(try Layoutd.run(["render", scenes.path]).status == 0)
            try scenes.write(Scenes.named("edited"), "even/s4.swift")
            let one = try Layoutd.run(["check", "--jobs", "1", scenes.path])
            let four = try Layoutd.run(["check", "--jobs", "4", scenes.path])
            #expect(one.status == 1 && four.status == 1)
            #expect(one.stdout == four.stdout)
            #expect(four.stdout.contains("even/s4.placement.json"), "\(four.stdout)")
        }

        @Test func shardsCoverEverySceneOnceRoundRobinInPathOrder() throws {
            let scenes = try scenes()
            defer { scenes.remove() }
            try scenes.delete("odd/broken.swift")
            let first = try Layoutd.run(["render", "--shard", "1/3", scenes.path])
            #expect(first.status == 0, "\(first.stderr)")
            #expect(first.stdout.hasPrefix("rendered 4 scenes"), "\(first.stdout)")
            // even/ then odd/, each sorted: s0 s10 s2 s4 s6 s8 s1 s11 s3 s5 s7 s9.
            let placements = { scenes.files().filter { $0.hasSuffix(".placement.json") } }
            #expect(placements() == ["even/s0.placement.json", "even/s4.placement.json", "odd/s1.placement.json", "odd/s5.placement.json"])
            for shard in ["2/3", "3/3"] {
                #expect(try Layoutd.run(["render", "--shard", shard, scenes.path]).status == 0)
            }
            #expect(placements().count == 12)
        }

        @Test(arguments: ["0/2", "3/2", "1/0", "2", "a/b", "1/2/3"])
        func aShardThatIsNotKOfNIsBadUsage(shard: String) throws {
            let result = try Layoutd.run(["render", "--shard", shard, "."])
            #expect(result.status == 64, "\(result.stderr)")
        }

        @Test func jobsBelowOneIsBadUsage() throws {
            let result = try Layoutd.run(["check", "--jobs", "0", "."])
            #expect(result.status == 64, "\(result.stderr)")
        }
    }
}
