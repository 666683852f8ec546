# async generator: asend while another asend is running; aclose of a running generator
import asyncio

async def agen():
    await asyncio.sleep(0.01)
    yield 1

async def main():
    g = agen()
    t = asyncio.create_task(g.__anext__())
    await asyncio.sleep(0)
    try:
        await g.__anext__()
    except RuntimeError as e:
        print(e)
    print(await t)
    await g.aclose()

asyncio.run(main())
