# an agent step: tool calls in parallel, a timeout, one background task failing unobserved
# compare: whole-stderr-user-frames
import asyncio

async def call_tool(name, delay, fail=False):
    await asyncio.sleep(delay)
    if fail:
        raise RuntimeError(f"{name}: service unavailable")
    return f"{name}: ok"

async def main():
    results = await asyncio.gather(
        call_tool("weather", 0.01),
        call_tool("news", 0.02, fail=True),
        call_tool("stocks", 0.005),
        return_exceptions=True,
    )
    for r in results:
        print(type(r).__name__, r)
    try:
        await asyncio.wait_for(call_tool("slow", 1.0), timeout=0.02)
    except asyncio.TimeoutError:
        print("slow tool timed out")
    asyncio.create_task(call_tool("metrics", 0.001, fail=True))
    await asyncio.sleep(0.02)
    return "step done"

print(asyncio.run(main()))
