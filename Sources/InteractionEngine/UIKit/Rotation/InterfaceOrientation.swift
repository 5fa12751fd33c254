/// UIInterfaceOrientation: which way up the interface is drawn (docs/semantics.md S3.8).
public enum InterfaceOrientation: String, Sendable, CaseIterable {
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight

    /// Whether the screen's bounds are wider than tall in it (a trace's screen is given in portrait).
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
