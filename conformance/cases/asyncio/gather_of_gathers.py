# nested gathers keep the order of their arguments; an inner error reaches the outer awaiter
import asyncio

async def v(x, d=0):
    await asyncio.sleep(d)
    return x

async def bad():
    await asyncio.sleep(0.01)
    raise LookupError("nested")

async def main():
    r = await asyncio.gather(asyncio.gather(v(1, 0.02), v(2)), asyncio.gather(v(3), v(4, 0.01)), v(5))
    print(r)
    r = await asyncio.gather(asyncio.gather(v(1), bad(), return_exceptions=True), v(2))
    print(r)
    try:
        await asyncio.gather(asyncio.gather(v(1), bad()), v(2))
    except LookupError as e:
        print("outer got", repr(e))

asyncio.run(main())
