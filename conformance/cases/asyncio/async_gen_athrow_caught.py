# async/asyncio as CPython runs it: athrow into an async generator that catches and yields again
import asyncio

async def gen():
    while True:
        try:
            yield "value"
        except KeyError as e:
            yield f"handled {e!r}"

async def main():
    g = gen()
    print(await g.__anext__())
    print(await g.athrow(KeyError("x")))
    print(await g.__anext__())
    await g.aclose()
    try:
        await g.athrow(KeyError("y"))
    except StopAsyncIteration:
        print("athrow on closed generator")
    except KeyError as e:
        print("raised", repr(e))

asyncio.run(main())
