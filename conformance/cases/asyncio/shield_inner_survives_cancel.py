# asyncio shield: cancelling the awaiter does not cancel the shielded task
import asyncio

async def important():
    await asyncio.sleep(0.02)
    print("important finished")
    return "data"

async def caller(t):
    return await asyncio.shield(t)

async def main():
    inner = asyncio.create_task(important())
    c = asyncio.create_task(caller(inner))
    await asyncio.sleep(0)
    c.cancel()
    try:
        await c
    except asyncio.CancelledError:
        print("caller cancelled", inner.cancelled())
    print(await inner)

asyncio.run(main())
