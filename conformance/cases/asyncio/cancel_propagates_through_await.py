# async/asyncio as CPython runs it: cancel propagates through await
import asyncio

async def level2():
    try:
        await asyncio.sleep(10)
    finally:
        print("level2 finally")

async def level1():
    try:
        await level2()
    finally:
        print("level1 finally")

async def main():
    t = asyncio.create_task(level1())
    await asyncio.sleep(0)
    t.cancel()
    res = await asyncio.gather(t, return_exceptions=True)
    print(type(res[0]).__name__)

asyncio.run(main())
