import InteractionEngine

/// The suite of generated trace tests (`Traces`, written by the TraceTests plugin). A package gives
/// its traces the app's hooks by declaring them on it:
///
///     extension Traces {
///         static var hooks: Hooks { ShopHooks.all }
///     }
public protocol TraceSuite {
    /// The hooks every trace of the suite replays with; the built-in ones unless the package says.
    static var hooks: Hooks { get }
}

extension TraceSuite {
    public static var hooks: Hooks { .builtIn }
}
