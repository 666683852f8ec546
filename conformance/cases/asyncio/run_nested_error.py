# asyncio.run inside a running loop is refused; the inner coroutine is left unawaited
import asyncio

async def inner():
    return 1

async def main():
    co = inner()
    try:
        asyncio.run(co)
    except RuntimeError as e:
        print(e)
    print(await co)

asyncio.run(main())
