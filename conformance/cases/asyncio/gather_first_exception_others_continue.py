# async/asyncio as CPython runs it: gather propagates the first exception while the other children keep running
import asyncio

async def fail():
    await asyncio.sleep(0.01)
    raise RuntimeError("first failure")

async def slow(log):
    await asyncio.sleep(0.15)
    log.append("slow finished")
    return "slow"

async def main():
    log = []
    t = asyncio.ensure_future(slow(log))
    try:
        await asyncio.gather(fail(), t)
    except RuntimeError as e:
        print("gather raised", e, t.done())
    print(await t, log)

asyncio.run(main())
