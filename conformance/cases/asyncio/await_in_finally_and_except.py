# async/asyncio as CPython runs it: await in finally and except
import asyncio

async def main():
    try:
        await asyncio.sleep(0)
        raise ValueError("v")
    except ValueError as e:
        await asyncio.sleep(0)
        print("handled", e)
    finally:
        await asyncio.sleep(0)
        print("finally ran")

asyncio.run(main())
