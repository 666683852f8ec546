# main() instead of asyncio.run(main()): nothing runs, the warning says why
# compare: whole-stderr
import asyncio

async def main():
    print("never printed")
    await asyncio.sleep(0)

print("start")
main()
print("done")
