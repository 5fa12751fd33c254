import Synchronization

/// A file name as a small number, interned once per process: a location copied with each of a
/// hundred thousand events then copies an integer, not a reference-counted string.
public struct FileName: Hashable, Sendable {
    let id: Int32

    /// The interned name; the same text always gives the same value.
    public init(_ name: String) {
        id = FileName.table.withLock { table in
            if let id = table.ids[name] { return id }
            let id = Int32(table.names.count)
            table.names.append(name)
            table.ids[name] = id
            return id
        }
    }

    /// The name as given.
    public var name: String { FileName.table.withLock { $0.names[Int(id)] } }

    private struct Table {
        var ids: [String: Int32] = [:]
        var names: [String] = []
    }

    private static let table = Mutex(Table())
}
