# uncaught: (1).to_bytes(1, 'middle')
(1).to_bytes(1, 'middle')
