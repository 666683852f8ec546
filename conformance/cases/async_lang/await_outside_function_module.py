# 'await' outside function at module level of a script is a SyntaxError
import asyncio
print("not printed")
await asyncio.sleep(0)
