# uncaught: (128).to_bytes(1, 'big', signed=True)
(128).to_bytes(1, 'big', signed=True)
