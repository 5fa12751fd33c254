import Foundation
@testable import DumpImport

/// The fixture dumps beside the tests, read from this file's own location.
enum FixtureFiles {
    static let folder: String = {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(2)
        return parts.joined(separator: "/") + "/Fixtures"
    }()

    static func path(_ relative: String) -> String { folder + "/" + relative }

    static func bytes(_ relative: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: URL(fileURLWithPath: path(relative))))
    }

    /// Every fixture in a folder (`uikit`, `flutter`), sorted.
    static func names(in kind: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder + "/" + kind)) ?? [])
            .filter { $0.hasSuffix(".txt") }.sorted().map { kind + "/" + $0 }
    }

    /// The UIKit import of a fixture, failing the test when there is none.
    static func uikit(_ relative: String, dump: Int? = nil) throws -> UIKitImporter.Result {
        try UIKitImporter.run(bytes(relative), path: relative, dump: dump).get()
    }
}

extension ImportedScene {
    /// Every view of every window, depth first, back to front.
    var allViews: [ImportedView] {
        windows.flatMap { ($0.root.map { [$0] } ?? []) + $0.children }.flatMap(\.subtree)
    }

    func view(_ id: String) -> ImportedView? { allViews.first { $0.id == id } }

    /// The view whose comment names this address.
    func view(address: String) -> ImportedView? { allViews.first { $0.origin.contains(" \(address),") } }

    /// The id of the view holding `id`, or its window's id for a top view.
    func parent(of id: String) -> String? {
        for window in windows {
            let tops = (window.root.map { [$0] } ?? []) + window.children
            if tops.contains(where: { $0.id == id }) { return window.id }
            for top in tops {
                for view in top.subtree where view.children.contains(where: { $0.id == id }) { return view.id }
            }
        }
        return nil
    }
}

extension ImportedScene {
    /// The view read from this line of the dump.
    func view(line: Int) -> ImportedView? { allViews.first { $0.origin.hasSuffix(", line \(line)") } }
}
