# asyncio timeout: the inner timeout fires first and only it raises TimeoutError
import asyncio

async def main():
    try:
        async with asyncio.timeout(1):
            try:
                async with asyncio.timeout(0.02):
                    await asyncio.sleep(10)
            except TimeoutError:
                print("inner expired")
            print("outer still running")
            await asyncio.sleep(0.01)
        print("outer done")
    except TimeoutError:
        print("outer expired")
    try:
        async with asyncio.timeout(0.02):
            async with asyncio.timeout(1):
                await asyncio.sleep(10)
    except TimeoutError:
        print("outer one fired")

asyncio.run(main())
