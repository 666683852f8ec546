# async/asyncio as CPython runs it: async gen asend athrow
import asyncio

async def echo():
    received = None
    while True:
        try:
            received = yield received
        except ValueError as e:
            received = f"error {e}"
        if received == "stop":
            return

async def main():
    g = echo()
    print(await g.asend(None))
    print(await g.asend("hello"))
    print(await g.athrow(ValueError("bad")))
    try:
        await g.asend("stop")
    except StopAsyncIteration:
        print("stopped")
    try:
        await g.asend("again")
    except StopAsyncIteration:
        print("still stopped")

asyncio.run(main())
