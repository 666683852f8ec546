# uncaught: (-129).to_bytes(1, 'big', signed=True)
(-129).to_bytes(1, 'big', signed=True)
