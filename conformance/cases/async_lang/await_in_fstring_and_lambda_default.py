# await inside f-string replacement fields, conditional expressions and call arguments
import asyncio

async def name():
    return "world"

async def num():
    return 3.14159

async def main():
    print(f"hello {await name()}!")
    print(f"{await num():.2f} {(await name()).upper()!r}")
    print((await name()) if await num() > 3 else "no")
    print(max(await num(), 2), len(await name()))
    f = lambda: name()
    print(await f())

asyncio.run(main())
