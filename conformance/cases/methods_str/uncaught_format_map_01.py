# uncaught: '{a}'.format_map({})
'{a}'.format_map({})
