# run: -c
# compare: whole-stderr
import asyncio
async def tool():
    return 1
async def main():
    tool()
    return await tool()
print(asyncio.run(main()))
