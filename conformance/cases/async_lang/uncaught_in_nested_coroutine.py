# an uncaught exception from asyncio.run exits with the exception's last stderr line
import asyncio

async def inner():
    await asyncio.sleep(0)
    return {}["missing"]

async def main():
    await inner()

asyncio.run(main())
