/// A UIWindow: a view with a level, ordered by level and then by creation (docs/semantics.md S3).
public final class Window: View {
    override class var uikitClassName: String { "UIWindow" }
    /// Named window levels.
    public enum Level {
        public static let normal: Double = 0
        public static let statusBar: Double = 1000
        public static let alert: Double = 2000
    }

    public internal(set) var level: Double
    /// Position in creation order, which breaks ties between windows of the same level.
    public internal(set) var creationIndex = 0
    public var rootViewController: ViewController?
    /// UIWindow.canBecomeKey: NO for the keyboard's window, which key status never passes to.
    public internal(set) var canBecomeKey = true

    public init(id: String, frame: Rect, level: Double = Level.normal) {
        self.level = level
        super.init(id: id, frame: frame)
        isHidden = true
    }

    /// The root view controller outliving its window loses its link to it.
    deinit {
        if let rootViewController, rootViewController.rootWindowIdentity == ObjectIdentifier(self) {
            rootViewController.rootWindow = nil
        }
    }

    /// Installs `view` as the root view controller's view, filling the window unless it has a frame.
    public func setRoot(_ view: View, controller: ViewController?) {
        if let controller {
            controller.setView(view)
            controller.rootWindow = self
            rootViewController = controller
        }
        addSubview(view)
    }
}

/// How a window starts out when it is created.
public enum WindowState: String, Sendable, CaseIterable {
    /// isHidden = YES (UIKit's default for a new window).
    case hidden
    /// isHidden = NO.
    case visible
    /// makeKeyAndVisible.
    case key
}
