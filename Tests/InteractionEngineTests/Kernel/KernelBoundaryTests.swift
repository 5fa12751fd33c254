import Foundation
import Testing

/// The kernel stays small: a mechanism's verbs live on the owner reached through the world
/// (`world.touches`, `world.flutter`, …) or on the object concerned, never in an `extension World`
/// outside `Kernel/`.
@Suite("Kernel boundary")
struct KernelBoundaryTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources").path

    @Test("only Kernel/ extends World")
    func onlyKernelExtendsWorld() throws {
        let files = try #require(FileManager.default.enumerator(atPath: Self.sources)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        #expect(files.count > 100)
        var extending: [String] = []
        for file in files {
            let text = try String(contentsOfFile: Self.sources + "/" + file, encoding: .utf8)
            if text.split(separator: "\n").contains(where: { $0.hasPrefix("extension World ") || $0.hasPrefix("extension World:") }) {
                extending.append(file)
            }
        }
        #expect(extending.contains("InteractionEngine/Kernel/ViewTree.swift"), "the scan sees the kernel's own extension")
        #expect(extending.filter { !$0.hasPrefix("InteractionEngine/Kernel/") }.sorted() == [])
    }
}
