import Foundation
import Testing

// The run-time half of the generated tests' records (TraceTestSource): the accessor each record
// calls builds the trace's test, as the `@Test` macro's expansion would. Compiled under the same
// condition as the records (TraceTestSource.recordCondition), with the same toolchain.
#if compiler(>=6.3) && compiler(<6.4) && (os(Linux) || os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS))

/// A test content record as swift-testing's Documentation/ABI/TestContent.md lays it out: kind,
/// reserved, accessor, context (flags), reserved. The accessor is never nil here, and a C function
/// pointer that cannot be nil is what a record's constant initializer can hold.
public typealias TraceTestRecord = (
    kind: UInt32, reserved1: UInt32,
    accessor: @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeRawPointer?, UInt) -> CBool,
    context: UInt, reserved2: UInt
)

extension TraceTesting {
    /// Whether the generated tests are records (true with this toolchain), so the catalog test can
    /// check that Swift Testing loaded every one.
    static let testsAreRecords = true

    /// A record's accessor: writes the generator of the test `name` of `suite`, displayed as the
    /// trace's id, into `outValue` when `type` is the generator's type; the test runs `verify`.
    public static func loadTest<Suite: TraceSuite & SendableMetatype>(
        _ suite: Suite.Type, _ id: String, named name: String, root: String,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        into outValue: UnsafeMutableRawPointer, asTypeAt type: UnsafeRawPointer
    ) -> CBool {
        let location = Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        return Test.__store({
            LoadedTraceTests.shared.insert(id)
            return Test.__function(
                named: name, in: Suite.self, xcTestCompatibleSelector: nil, displayName: id, traits: [],
                sourceLocation: location, parameters: [],
                testFunction: { verify(id, root: root, hooks: Suite.hooks, runner: Suite.runner) }
            )
        }, into: outValue, asTypeAt: type)
    }
}

#else

extension TraceTesting {
    static let testsAreRecords = false
}

#endif

/// The ids whose tests Swift Testing has built from records in this process.
final class LoadedTraceTests: @unchecked Sendable {
    static let shared = LoadedTraceTests()

    private let lock = NSLock()
    private var ids = Set<String>()

    func insert(_ id: String) {
        lock.lock()
        defer { lock.unlock() }
        ids.insert(id)
    }

    var all: Set<String> {
        lock.lock()
        defer { lock.unlock() }
        return ids
    }
}
