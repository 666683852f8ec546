# asyncio cancellation: CancelledError unwinds through nested awaits and their finally blocks
import asyncio

async def level3():
    try:
        await asyncio.sleep(10)
    finally:
        print("finally 3")

async def level2():
    try:
        await level3()
    finally:
        print("finally 2")

async def level1():
    try:
        await level2()
    except asyncio.CancelledError:
        print("level1 caught")
        raise

async def main():
    t = asyncio.create_task(level1())
    await asyncio.sleep(0.01)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        print("main: cancelled")

asyncio.run(main())
