# asyncio gather: a child cancelled on its own makes the gather raise CancelledError
import asyncio

async def main():
    t1 = asyncio.create_task(asyncio.sleep(10))
    t2 = asyncio.create_task(asyncio.sleep(0.01, result="t2"))
    g = asyncio.gather(t1, t2)
    await asyncio.sleep(0)
    t1.cancel()
    try:
        await g
    except asyncio.CancelledError:
        print("gather raised CancelledError")
    print(g.done(), g.cancelled())
    print(await t2)

asyncio.run(main())
