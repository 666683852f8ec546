# the finally of a dropped async generator can await; a return out of async for drops it too
import asyncio

async def stream(name, log):
    try:
        for i in range(100):
            await asyncio.sleep(0)
            yield f"{name}-{i}"
    finally:
        log.append(f"{name} closing")
        await asyncio.sleep(0.001)
        log.append(f"{name} closed")

async def first_match(name, log, want):
    async for item in stream(name, log):
        if item.endswith(want):
            return item
    return None

async def main():
    log = []
    print(await first_match("s1", log, "-3"))
    print(log)
    await asyncio.sleep(0.01)
    print(log)
    results = await asyncio.gather(first_match("a", log, "-1"), first_match("b", log, "-2"))
    print(results)
    await asyncio.sleep(0.01)
    print(sorted(log))

asyncio.run(main())
