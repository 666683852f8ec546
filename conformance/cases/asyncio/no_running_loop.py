# async/asyncio as CPython runs it: no running loop
import asyncio

try:
    asyncio.get_running_loop()
except RuntimeError as e:
    print(e)

async def main():
    c = asyncio.sleep(0)
    try:
        asyncio.run(c)
    except RuntimeError as e:
        print(e)
    c.close()

asyncio.run(main())
