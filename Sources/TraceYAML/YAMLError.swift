/// A problem with the YAML text itself, at a position.
public struct YAMLError: Error, Sendable, Equatable, CustomStringConvertible {
    public var mark: Mark
    public var message: String

    public init(_ message: String, at mark: Mark) {
        self.message = message
        self.mark = mark
    }

    public var description: String { "\(mark): \(message)" }
}
