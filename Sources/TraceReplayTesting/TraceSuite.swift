import InteractionEngine

/// The suite of generated trace tests (`Traces`, written by the TraceTests plugin). A package gives
/// its traces the app's hooks by declaring them on it:
///
///     extension Traces {
///         static var hooks: Hooks { ShopHooks.all }
///         static var runner: String { "shop-trace-replay" }
///     }
public protocol TraceSuite {
    /// The hooks every trace of the suite replays with; the built-in ones unless the package says.
    static var hooks: Hooks { get }
    /// The executable that replays the suite's traces with those hooks (`swift run <runner> run
    /// --update-goldens`), as hints name it.
    static var runner: String { get }
}

extension TraceSuite {
    public static var hooks: Hooks { .builtIn }
    public static var runner: String { "trace-replay" }
}
