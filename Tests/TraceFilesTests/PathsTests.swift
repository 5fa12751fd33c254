import Foundation
import Testing
@testable import TraceFiles

@Suite("Paths")
struct PathsTests {
    @Test("folder and name of a path")
    func parts() {
        #expect(Paths.folder(of: "golden/windows/x.golden") == "golden/windows")
        #expect(Paths.name(of: "golden/windows/x.golden") == "x.golden")
        #expect(Paths.folder(of: "x.golden") == ".")
        #expect(Paths.name(of: "x.golden") == "x.golden")
        #expect(Paths.folder(of: "/x.golden") == "/")
        #expect(Paths.name(of: "/x.golden") == "x.golden")
        #expect(Paths.join(".", "x.golden") == "x.golden")
        #expect(Paths.join("golden/", "x.golden") == "golden/x.golden")
    }

    @Test("paths are shown relative to the current folder when inside it, without . parts or doubled slashes")
    func display() throws {
        let here = try #require(Paths.currentFolder())
        #expect(Paths.display(here + "/traces/windows/a.yaml") == "traces/windows/a.yaml")
        #expect(Paths.display(here) == ".")
        #expect(Paths.display(here + "/") == ".")
        #expect(Paths.display("./traces//windows/") == "traces/windows")
        #expect(Paths.display(".") == ".")
        #expect(Paths.display("traces/../golden") == "traces/../golden")
        #expect(Paths.display("/elsewhere-\(UUID().uuidString)/a.yaml").hasPrefix("/elsewhere-"))
    }

    @Test("hidden files and folders are skipped; a folder reached again through a link is reported, not read twice")
    func walk() throws {
        let folder = try TemporaryFolder()
        try folder.write("traces/a.yaml")
        try folder.write("traces/.hidden.yaml")
        try folder.write("traces/.git/b.yaml")
        try folder.link("traces/loop", to: ".")
        try folder.link("traces/sub/up", to: "../..")
        let walk = Paths.walk(folder.root + "/traces", suffix: ".yaml")
        #expect(walk.files.map { Paths.name(of: $0) } == ["a.yaml"])
        #expect(walk.skippedLinks == [folder.root + "/traces/loop", folder.root + "/traces/sub/up/traces"])
        #expect(walk.problems.isEmpty)
    }
}
