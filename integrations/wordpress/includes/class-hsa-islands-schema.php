<?php
/**
 * A JSON Schema check for the subset build/props-schema.json uses (what zod's toJSONSchema emits for props, and the
 * hand-written schemas beside the islands' guards): type, properties, required, additionalProperties, items,
 * minItems, maxItems, enum, const, minLength, maxLength, pattern, minimum, maximum, exclusiveMinimum,
 * exclusiveMaximum, anyOf, oneOf, allOf. Other keywords (format, default, description) are not checked; the island
 * checks again in the browser, so PHP's job is to catch a theme's mistake early and say where it is.
 */
class HSA_Islands_Schema {

	/**
	 * @param mixed $value  Decoded JSON as PHP holds it (assoc arrays or stdClass for objects).
	 * @param array $schema
	 * @return string[] One line per problem, `path: what is wrong`; empty when the value fits.
	 */
	public static function validate( $value, $schema, $path = '' ) {
		if ( ! is_array( $schema ) ) {
			return true === $schema || null === $schema ? array() : array( self::at( $path ) . 'nothing is allowed here' );
		}
		$errors = array();
		if ( isset( $schema['type'] ) ) {
			$types = (array) $schema['type'];
			$fits  = false;
			foreach ( $types as $type ) {
				if ( self::is_type( $value, $type ) ) {
					$fits = true;
					break;
				}
			}
			if ( ! $fits ) {
				return array( self::at( $path ) . 'expected ' . implode( ' or ', $types ) . ', got ' . self::describe( $value ) );
			}
		}
		if ( array_key_exists( 'const', $schema ) && ! self::equal( $value, $schema['const'] ) ) {
			$errors[] = self::at( $path ) . 'must be ' . self::encode( $schema['const'] );
		}
		if ( isset( $schema['enum'] ) && is_array( $schema['enum'] ) ) {
			$found = false;
			foreach ( $schema['enum'] as $option ) {
				if ( self::equal( $value, $option ) ) {
					$found = true;
					break;
				}
			}
			if ( ! $found ) {
				$errors[] = self::at( $path ) . 'must be one of ' . implode( ', ', array_map( array( __CLASS__, 'encode' ), $schema['enum'] ) );
			}
		}
		if ( is_string( $value ) ) {
			// Counted as JavaScript counts (UTF-16 units), so PHP and the island's check agree on every text.
			$length = (int) preg_match_all( '/./us', $value ) + (int) preg_match_all( '/[\x{10000}-\x{10FFFF}]/u', $value );
			if ( isset( $schema['minLength'] ) && $length < $schema['minLength'] ) {
				$errors[] = self::at( $path ) . ( 0 === $length ? 'must not be empty' : 'shorter than ' . $schema['minLength'] . ' characters' );
			}
			if ( isset( $schema['maxLength'] ) && $length > $schema['maxLength'] ) {
				$errors[] = self::at( $path ) . 'longer than ' . $schema['maxLength'] . ' characters';
			}
			if ( isset( $schema['pattern'] ) && ! preg_match( '/' . str_replace( '/', '\/', $schema['pattern'] ) . '/uD', $value ) ) {
				$errors[] = self::at( $path ) . 'does not match ' . $schema['pattern'];
			}
		}
		if ( self::is_type( $value, 'number' ) ) {
			if ( isset( $schema['minimum'] ) && $value < $schema['minimum'] ) {
				$errors[] = self::at( $path ) . 'less than ' . $schema['minimum'];
			}
			if ( isset( $schema['maximum'] ) && $value > $schema['maximum'] ) {
				$errors[] = self::at( $path ) . 'more than ' . $schema['maximum'];
			}
			if ( isset( $schema['exclusiveMinimum'] ) && is_numeric( $schema['exclusiveMinimum'] ) && $value <= $schema['exclusiveMinimum'] ) {
				$errors[] = self::at( $path ) . 'must be more than ' . $schema['exclusiveMinimum'];
			}
			if ( isset( $schema['exclusiveMaximum'] ) && is_numeric( $schema['exclusiveMaximum'] ) && $value >= $schema['exclusiveMaximum'] ) {
				$errors[] = self::at( $path ) . 'must be less than ' . $schema['exclusiveMaximum'];
			}
		}
		if ( self::is_type( $value, 'object' ) ) {
			$object     = (array) $value;
			$properties = isset( $schema['properties'] ) && is_array( $schema['properties'] ) ? $schema['properties'] : array();
			foreach ( isset( $schema['required'] ) ? (array) $schema['required'] : array() as $name ) {
				if ( ! array_key_exists( $name, $object ) ) {
					$errors[] = self::at( self::join( $path, $name ) ) . 'is required';
				}
			}
			foreach ( $object as $name => $item ) {
				$name = (string) $name;
				if ( array_key_exists( $name, $properties ) ) {
					$errors = array_merge( $errors, self::validate( $item, $properties[ $name ], self::join( $path, $name ) ) );
				} elseif ( isset( $schema['additionalProperties'] ) ) {
					if ( false === $schema['additionalProperties'] ) {
						$errors[] = self::at( self::join( $path, $name ) ) . 'is not a known prop (known: ' . implode( ', ', array_keys( $properties ) ) . ')';
					} else {
						$errors = array_merge( $errors, self::validate( $item, $schema['additionalProperties'], self::join( $path, $name ) ) );
					}
				}
			}
		}
		if ( self::is_type( $value, 'array' ) ) {
			if ( isset( $schema['minItems'] ) && count( $value ) < $schema['minItems'] ) {
				$errors[] = self::at( $path ) . 'needs at least ' . $schema['minItems'] . ' items';
			}
			if ( isset( $schema['maxItems'] ) && count( $value ) > $schema['maxItems'] ) {
				$errors[] = self::at( $path ) . 'takes at most ' . $schema['maxItems'] . ' items';
			}
			if ( isset( $schema['items'] ) ) {
				foreach ( array_values( $value ) as $index => $item ) {
					$errors = array_merge( $errors, self::validate( $item, $schema['items'], self::join( $path, (string) $index ) ) );
				}
			}
		}
		if ( isset( $schema['allOf'] ) ) {
			foreach ( $schema['allOf'] as $part ) {
				$errors = array_merge( $errors, self::validate( $value, $part, $path ) );
			}
		}
		foreach ( array( 'anyOf', 'oneOf' ) as $keyword ) {
			if ( ! isset( $schema[ $keyword ] ) ) {
				continue;
			}
			$matches = 0;
			$first   = array();
			foreach ( $schema[ $keyword ] as $option ) {
				$option_errors = self::validate( $value, $option, $path );
				if ( ! $option_errors ) {
					++$matches;
				} elseif ( ! $first ) {
					$first = $option_errors;
				}
			}
			if ( 0 === $matches ) {
				$errors[] = self::at( $path ) . 'fits none of the allowed forms (' . implode( '; ', $first ) . ')';
			} elseif ( 'oneOf' === $keyword && $matches > 1 ) {
				$errors[] = self::at( $path ) . 'fits more than one of the allowed forms';
			}
		}
		return $errors;
	}

	/** A PHP array is a JSON array when its keys are 0..n-1 (an empty one too); objects are stdClass or keyed arrays. */
	public static function is_list( $value ) {
		if ( ! is_array( $value ) ) {
			return false;
		}
		$expected = 0;
		foreach ( $value as $key => $_ ) {
			if ( $key !== $expected++ ) {
				return false;
			}
		}
		return true;
	}

	private static function is_type( $value, $type ) {
		switch ( $type ) {
			case 'string':
				return is_string( $value );
			case 'integer':
				return is_int( $value ) || ( is_float( $value ) && floor( $value ) === $value && is_finite( $value ) );
			case 'number':
				return ( is_int( $value ) || is_float( $value ) ) && is_finite( (float) $value );
			case 'boolean':
				return is_bool( $value );
			case 'null':
				return null === $value;
			case 'object':
				// An empty PHP array is a JSON array: the plugin checks props as the browser will get them (stdClass).
				return $value instanceof stdClass || ( is_array( $value ) && ! self::is_list( $value ) );
			case 'array':
				return is_array( $value ) && self::is_list( $value );
		}
		return false;
	}

	private static function equal( $a, $b ) {
		return self::encode( $a ) === self::encode( $b );
	}

	private static function describe( $value ) {
		if ( null === $value ) {
			return 'null';
		}
		if ( is_bool( $value ) ) {
			return $value ? 'true' : 'false';
		}
		if ( is_string( $value ) ) {
			return 'the text ' . self::encode( $value );
		}
		if ( is_int( $value ) || is_float( $value ) ) {
			return 'the number ' . self::encode( $value );
		}
		return self::is_type( $value, 'array' ) ? 'an array' : 'an object';
	}

	public static function encode( $value ) {
		return (string) json_encode( $value, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES );
	}

	private static function join( $path, $name ) {
		return '' === $path ? $name : $path . '.' . $name;
	}

	private static function at( $path ) {
		return ( '' === $path ? '(props)' : $path ) . ': ';
	}
}
