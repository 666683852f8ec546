# uncaught: (1).to_bytes(1, 'big', True)
(1).to_bytes(1, 'big', True)
