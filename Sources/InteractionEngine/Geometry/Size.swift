/// A width and height in points.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(_ width: Double, _ height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(0, 0)
    /// The default screen: an iPhone X-class portrait screen.
    public static let defaultScreen = Size(375, 812)
}
