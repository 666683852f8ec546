# a coroutine call without await in a task warns at once, with its line
# compare: whole-stderr
import asyncio

async def tool(x):
    return x * 2

async def main():
    tool(1)
    print("after the forgotten call")
    r = await asyncio.gather(tool(2), tool(3))
    print(r)

asyncio.run(main())
print("end")
