import InteractionEngine
import ShopReplayHooks
import TraceReplayTesting

// Every generated trace test replays with the shop's hooks; hints name the shop's runner.
extension Traces {
    static var hooks: Hooks { ShopHooks.all }
    static var runner: String { "shop-trace-replay" }
}
