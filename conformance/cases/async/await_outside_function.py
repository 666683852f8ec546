# await at module level is a SyntaxError
print("never")
await something
