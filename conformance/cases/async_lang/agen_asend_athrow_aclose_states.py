# async generators: asend values, athrow handled and unhandled, aclose and later use
import asyncio

async def agen():
    received = []
    try:
        while True:
            try:
                v = yield len(received)
                received.append(v)
            except ValueError as e:
                print("handled", e)
                yield "after-throw"
    finally:
        print("finally", received)

async def main():
    g = agen()
    print(await g.asend(None))
    print(await g.asend("a"))
    print(await g.athrow(ValueError("v")))
    print(await g.asend("b"))
    await g.aclose()
    try:
        await g.asend("c")
    except StopAsyncIteration:
        print("stopped")
    await g.aclose()
    print("second aclose ok")

asyncio.run(main())
